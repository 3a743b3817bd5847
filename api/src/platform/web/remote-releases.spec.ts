import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployedRemotes, remoteVersions } from './remote-releases';
import { REMOTE_AREAS } from '@dd/contracts/routes';

describe('the shell deployment config (/remotes.json)', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'dd-remotes-'));
  const point = (name: string, version: string) => {
    mkdirSync(join(staticDir, 'remotes', name), { recursive: true });
    writeFileSync(join(staticDir, 'remotes', name, 'current'), `${version}\n`);
  };
  const none = { url: undefined, version: undefined };
  const remotes = { public: none, customer: none, dad: none, admin: none };

  it('serves the version each pointer names, with the area the server (not the remote) assigns', () => {
    point('admin', 'abc123');
    point('public', 'def456');
    expect(deployedRemotes({ staticDir, remotes })).toEqual({
      admin: { entry: '/remotes/admin/abc123/mf-manifest.json', version: 'abc123', permission: 'adminArea', area: REMOTE_AREAS.admin },
      public: { entry: '/remotes/public/def456/mf-manifest.json', version: 'def456', permission: undefined, area: undefined },
    });
  });

  it('inlines the routes.json a hosted version publishes, so the shell needs no request per remote', () => {
    point('dad', 'r0utes');
    mkdirSync(join(staticDir, 'remotes', 'dad', 'r0utes'), { recursive: true });
    const routes = [{ path: '/dadportal', title: 'DAD Dashboard' }];
    writeFileSync(join(staticDir, 'remotes', 'dad', 'r0utes', 'routes.json'), JSON.stringify(routes));
    expect(deployedRemotes({ staticDir, remotes }).dad).toEqual({
      entry: '/remotes/dad/r0utes/mf-manifest.json',
      version: 'r0utes',
      permission: 'dadArea',
      area: REMOTE_AREAS.dad,
      routes,
    });
    rmSync(join(staticDir, 'remotes', 'dad'), { recursive: true });
  });

  it('reads the pointer on every call, so a deploy or rollback needs no restart', () => {
    point('admin', 'abc123');
    expect(deployedRemotes({ staticDir, remotes }).admin?.version).toBe('abc123');
    point('admin', 'older1');
    expect(deployedRemotes({ staticDir, remotes }).admin?.version).toBe('older1');
  });

  it('prefers a pinned version, then a URL elsewhere, and ignores a pointer that is not a folder name', () => {
    point('dad', '../../etc');
    const config = { staticDir, remotes: { ...remotes, admin: { version: 'pinned1' }, customer: { url: 'https://cdn.example.com/customer/v7/mf-manifest.json' } } };
    const deployed = deployedRemotes(config);
    expect(deployed.admin?.entry).toBe('/remotes/admin/pinned1/mf-manifest.json');
    expect(deployed.customer).toEqual({ entry: 'https://cdn.example.com/customer/v7/mf-manifest.json', permission: 'customerArea', area: REMOTE_AREAS.customer });
    expect(deployed.dad).toBeUndefined();
    expect(remoteVersions(config)).toEqual({
      public: 'def456',
      customer: 'https://cdn.example.com/customer/v7/mf-manifest.json',
      dad: 'not deployed',
      admin: 'pinned1',
    });
  });
});
