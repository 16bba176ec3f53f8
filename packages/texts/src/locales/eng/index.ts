// `eng` is the English interface of the Romanian site: the English texts, with only the wording that
// differs for that audience overridden here (so the two cannot drift apart by accident).
import en from '../en/index.js';
import home from './home.js';

export default { ...en, home };
