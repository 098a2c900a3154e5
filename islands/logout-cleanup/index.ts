import { defineIsland } from '../../core/mount/define';
import { LogoutCleanup, type LogoutCleanupConfig } from './LogoutCleanup';
import { readExpiryPrefix } from './clear';

// Renders nothing ('append' host); wakes at idle so it listens before the shopper reaches the link.
export default defineIsland<LogoutCleanupConfig>({
  name: 'logout-cleanup',
  host: 'append',
  readConfig: (el) => ({ prefix: readExpiryPrefix(el) }),
  Component: LogoutCleanup,
});
