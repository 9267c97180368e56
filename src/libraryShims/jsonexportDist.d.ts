// jsonexport's prebuilt browser entry (src/libraryShims/jsonexportOnDemand.ts), typed as the package.
declare module 'jsonexport/dist/index' {
  import jsonexport from 'jsonexport';
  export default jsonexport;
}
