declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.scss';
declare module 'moment/locale/es';
declare module '*.css';
