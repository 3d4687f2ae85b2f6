import { zSitemapPage, zSitemapQuery } from '../../sitemap.js';
import { defineArea } from '../operation.js';

const page = (description: string) => ({ 200: { description, schema: zSitemapPage } });

export const sitemapArea = defineArea({
  tag: 'sitemap',
  description: 'What search engines may list: the public pages the gateway’s /sitemap.xml is made of',
  operations: {
    getSitemapGems: {
      method: 'get',
      path: '/api/sitemap/gems',
      service: 'curation',
      summary: 'Public gems (id, last change), oldest first',
      access: 'public',
      query: zSitemapQuery,
      answers: page('A page of public gems'),
    },
    getSitemapCollections: {
      method: 'get',
      path: '/api/sitemap/collections',
      service: 'curation',
      summary: 'Public collections (id, last change), oldest first',
      access: 'public',
      query: zSitemapQuery,
      answers: page('A page of public collections'),
    },
    getSitemapProfiles: {
      method: 'get',
      path: '/api/sitemap/profiles',
      service: 'identity',
      summary: 'Public, active profiles (username, last change), oldest first',
      access: 'public',
      query: zSitemapQuery,
      answers: page('A page of public profiles'),
    },
  },
});
