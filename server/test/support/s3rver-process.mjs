// s3rver in a process of its own, for test/support/s3rver.ts: it signs the continuation tokens of
// a long ListObjectsV2 with DES, which Node's OpenSSL 3 offers only under --openssl-legacy-provider,
// a flag for this process rather than for the tests'.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
let requests = 0;
server.httpServer.on('request', () => {
  requests += 1;
});
process.on('message', (message) => {
  if (message === 'requests') process.send({ requests });
});
process.on('disconnect', () => {
  void server.close().then(() => process.exit(0));
});
process.send({ port });
