// The profile module: the signed-in investor's own account, with the tokens credited to it.
export { publicUser } from './profile.service.js';
export { profileRoutes } from './profile.routes.js';
