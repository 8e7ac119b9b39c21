// The bare React page's only script: react and react-dom, hydrating the prerendered form.
import { hydrateRoot } from 'react-dom/client';
import { LoginForm } from './LoginForm';

const root = document.getElementById('root');
if (root) hydrateRoot(root, <LoginForm />);
