declare module '*.scss';
declare module 'moment/locale/es';
declare module '*.css';
declare module '*.ttf' {
  /** The file as a base64 data URL (webpack's asset/inline). */
  const dataUrl: string;
  export default dataUrl;
}
