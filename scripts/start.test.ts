import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesFromArgs, parseArgs } from './start.mjs';
import { parseDoctorArgs } from './doctor.mjs';

describe('npm start arguments', () => {
  it('takes several pages after --page, and the other options around them', () => {
    expect(parseArgs(['--page', 'a.html', 'b.html', '--port', '5174', '--host'])).toEqual({ pages: ['a.html', 'b.html'], port: 5174, host: true, built: false });
    expect(parseArgs(['--built', '--page=c.html'])).toEqual({ pages: ['c.html'], port: 5173, host: false, built: true });
    expect(parseArgs([])).toEqual({ pages: [], port: 5173, host: false, built: false });
  });

  it('refuses what it does not know, naming it', () => {
    expect(() => parseArgs(['stray.html'])).toThrow(/unknown argument stray\.html/);
    expect(() => parseArgs(['--port', 'x'])).toThrow(/--port needs a number/);
  });

  it('expands a folder to its .html files, in order, and names a missing page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pages-'));
    mkdirSync(join(dir, 'shop'));
    for (const f of ['b.html', 'a.htm', 'notes.txt']) writeFileSync(join(dir, 'shop', f), '');
    writeFileSync(join(dir, 'one.html'), '');
    expect(pagesFromArgs(['shop', 'one.html'], dir)).toEqual([join(dir, 'shop', 'a.htm'), join(dir, 'shop', 'b.html'), join(dir, 'one.html')]);
    expect(() => pagesFromArgs(['gone.html'], dir)).toThrow('--page gone.html: no such file or folder');
    mkdirSync(join(dir, 'empty'));
    expect(() => pagesFromArgs(['empty'], dir)).toThrow(/has no \.html file/);
  });
});

describe('npm run doctor arguments', () => {
  it('reads the pages and its options', () => {
    expect(parseDoctorArgs(['a.html', '--csp', "script-src 'self'", '--keep-theme-scripts', '--width=1280', '--json'])).toEqual({ files: ['a.html'], csp: "script-src 'self'", keep: true, width: 1280, json: true });
    expect(parseDoctorArgs(['a.html']).width).toBe(375);
  });

  it('wants a page, and a width it can use', () => {
    expect(() => parseDoctorArgs([])).toThrow(/name at least one saved page/);
    expect(() => parseDoctorArgs(['a.html', '--width', '9'])).toThrow(/--width/);
    expect(() => parseDoctorArgs(['a.html', '--fast'])).toThrow('unknown option --fast');
  });
});
