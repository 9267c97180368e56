// jsonexport's prebuilt browser entry (src/vendor/jsonexportOnDemand.ts), typed as the package.
declare module 'jsonexport/dist/index' {
  import jsonexport from 'jsonexport';
  export default jsonexport;
}
