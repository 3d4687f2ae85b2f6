import { z } from 'zod';
import {
  zCollection,
  zCollectionGemParams,
  zCollectionGemsQuery,
  zCollectionMembership,
  zCreateCollection,
  zGemShelfBody,
  zGemShelfParams,
  zPublicCollectionsQuery,
  zUpdateCollection,
} from '../../collections.js';
import { zIdParams, zMessageAnswer } from '../../common.js';
import { zListedGem } from '../../gems.js';
import type { ApiArea } from '../operation.js';

const collections = (description: string) => ({ description, schema: z.array(zCollection) });
const added = { 200: { description: 'The gem is in the collection', schema: zCollectionMembership } };
const removed = { 200: { description: 'The gem is out of the collection', schema: zMessageAnswer } };

export const collectionsArea: ApiArea = {
  tag: 'collections',
  description: 'Collections of gems (stored as shelves) and gem membership',
  operations: [
    {
      method: 'post',
      path: '/api/collections',
      summary: 'Create a collection',
      access: 'user',
      body: zCreateCollection,
      answers: { 201: { description: 'The new collection', schema: zCollection } },
    },
    {
      method: 'get',
      path: '/api/collections',
      summary: 'One’s own collections',
      access: 'user',
      answers: { 200: collections('One’s collections') },
    },
    {
      method: 'get',
      path: '/api/collections/public',
      summary: 'Public collections: newest, or most liked',
      access: 'viewer',
      query: zPublicCollectionsQuery,
      answers: { 200: collections('Public collections') },
    },
    {
      method: 'get',
      path: '/api/collections/{id}',
      summary: 'A collection the viewer may see',
      access: 'viewer',
      params: zIdParams,
      answers: { 200: { description: 'The collection', schema: zCollection } },
    },
    {
      method: 'put',
      path: '/api/collections/{id}',
      summary: 'Edit one’s collection',
      access: 'user',
      params: zIdParams,
      body: zUpdateCollection,
      answers: { 200: { description: 'The updated collection', schema: zCollection } },
    },
    {
      method: 'delete',
      path: '/api/collections/{id}',
      summary: 'Delete one’s collection (its gems stay)',
      access: 'user',
      params: zIdParams,
      answers: { 200: { description: 'Deleted', schema: zMessageAnswer } },
    },
    {
      method: 'get',
      path: '/api/collections/{id}/gems',
      summary: 'The gems of a collection that the viewer may see',
      access: 'viewer',
      params: zIdParams,
      query: zCollectionGemsQuery,
      answers: { 200: { description: 'A page of gems', schema: z.array(zListedGem), paged: true } },
    },
    {
      method: 'post',
      path: '/api/collections/{id}/gems/{gemId}',
      summary: 'Add a gem to one’s collection',
      access: 'user',
      params: zCollectionGemParams,
      answers: added,
    },
    {
      method: 'delete',
      path: '/api/collections/{id}/gems/{gemId}',
      summary: 'Remove a gem from one’s collection',
      access: 'user',
      params: zCollectionGemParams,
      answers: removed,
    },
    {
      method: 'post',
      path: '/api/gem-shelf',
      summary: 'Add a gem to one’s collection (the spec’s older name)',
      access: 'user',
      body: zGemShelfBody,
      answers: added,
      errors: { 404: { description: 'No such gem or collection' } },
    },
    {
      method: 'post',
      path: '/api/gem-collections',
      summary: 'Add a gem to one’s collection',
      access: 'user',
      body: zGemShelfBody,
      answers: added,
      errors: { 404: { description: 'No such gem or collection' } },
    },
    {
      method: 'delete',
      path: '/api/gem-shelf/{gemId}/{shelfId}',
      summary: 'Remove a gem from one’s collection (the spec’s older name)',
      access: 'user',
      params: zGemShelfParams,
      answers: removed,
    },
    {
      method: 'get',
      path: '/api/gems/{id}/collections',
      summary: 'The collections holding a gem that the viewer may see',
      access: 'viewer',
      params: zIdParams,
      answers: { 200: collections('Collections') },
    },
    {
      method: 'get',
      path: '/api/users/{id}/collections',
      summary: 'A user’s collections that the viewer may see',
      access: 'viewer',
      params: zIdParams,
      answers: { 200: collections('Collections') },
    },
  ],
};
