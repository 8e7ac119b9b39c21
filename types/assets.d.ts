declare module '*.scss';
declare module 'moment/locale/es';
declare module '*.css';
