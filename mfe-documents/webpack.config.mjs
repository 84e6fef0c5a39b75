import { createAppConfig } from '@agrihub/shared/build/webpack.mjs';
import federation from './module-federation.config.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  federation,
  port: 3003,
  title: 'AgriHub · documents (standalone)',
});
