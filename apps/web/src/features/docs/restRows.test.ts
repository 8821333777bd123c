import * as explorer from '@outpoint/explorer-client'
import { actionRoutes } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { endpointRows } from './endpointTable'
import { restRows } from './restRows'

describe('restRows', () => {
  it("is the table the client's actions give (paste the printed table into restRows.ts when not)", () => {
    const built = endpointRows(explorer, actionRoutes)
    if (JSON.stringify(built) !== JSON.stringify(restRows)) console.log(JSON.stringify(built))
    expect(restRows).toEqual(built)
  })
})
