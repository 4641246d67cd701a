// The home's sections that stay the server's HTML on a first load (StaticSection), in one chunk: a render in the
// browser loads them together, so they appear in one commit and an anchor among them lands where it should.
export { About } from '../../sections/About';
export { Activities } from '../../sections/Activities';
export { Hero } from '../../sections/Hero';
export { LatestNews } from '../../sections/LatestNews';
export { Maintainers } from '../../sections/Maintainers';
export { OpinionHighlights } from '../../sections/OpinionHighlights';
export { Programs } from '../../sections/Programs';
export { Supporters } from '../../sections/Supporters';
export { Tools } from '../../sections/Tools';
