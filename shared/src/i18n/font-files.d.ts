/** A font file the build copies beside the bundles (an asset module): its URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
