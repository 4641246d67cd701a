// The entry's styles step (main.tsx). Evaluating styled-components makes its style sheet, which takes in the styles
// the server wrote into the page; as a step of its own, that work is not part of the app's task. Importing one
// thing the app uses, rather than the whole package, lets the bundler leave out what the site never uses.
export { ThemeProvider } from 'styled-components';
