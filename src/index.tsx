import './styles/main.scss';
// First: the Trusted Types policies exist before any script URL is set (analytics' included).
import './lib/trusted-types';
import { startup } from './startup/1-app-starts';

startup();
