// The shell shares nothing at start-up (it hands its modules to remotes through the federation
// runtime, loaded with the first remote page: app/remotes/federation.ts), so it needs no async
// boundary before rendering; one would only add a round trip before the first screen.
import './bootstrap';
