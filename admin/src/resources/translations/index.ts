export { TranslatedInputs } from './TranslatedInputs';
export { TranslationFilters } from './TranslationFilters';
export { translationStatesColumn } from './TranslationStatesField';
