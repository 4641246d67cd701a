export * from './lead';
export * from './publication';
export * from './supplier';
export * from './partner';
export * from './maturity';
export * from './price';
export * from './counts';
