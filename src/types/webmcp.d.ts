// WebMCP's declarative attributes (https://webmachinelearning.github.io/webmcp/): a form is a
// tool an agent in the browser can call, its named controls the parameters.
declare namespace astroHTML.JSX {
  interface FormHTMLAttributes {
    toolname?: string;
    tooldescription?: string;
    toolautosubmit?: boolean;
  }
  interface InputHTMLAttributes {
    toolparamtitle?: string;
    toolparamdescription?: string;
  }
  interface SelectHTMLAttributes {
    toolparamtitle?: string;
    toolparamdescription?: string;
  }
}
