import { lazy } from 'react';
const NewsCreate = lazy(() => import('./NewsCreate').then((module) => ({ default: module.NewsCreate })));
const NewsEdit = lazy(() => import('./NewsEdit').then((module) => ({ default: module.NewsEdit })));
const NewsList = lazy(() => import('./NewsList').then((module) => ({ default: module.NewsList })));

export default { list: NewsList, create: NewsCreate, edit: NewsEdit };
