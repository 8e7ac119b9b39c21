import './styles/main.scss';
import { startup } from './startup/3-app-starts';

startup();
