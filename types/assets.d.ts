declare module '*.scss';
declare module 'moment/locale/es';
declare module '*.css';
declare module '*.ttf' {
  /** The file's URL in the build (webpack's asset/resource). */
  const url: string;
  export default url;
}
