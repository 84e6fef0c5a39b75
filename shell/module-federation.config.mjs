// The shell consumes remotes only at runtime (registered from /remotes.json), so it lists none here.
export default { name: 'shell' };
