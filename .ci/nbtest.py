#!/usr/bin/env python
"""Run every component notebook in nbs/ as a test (nbdev's test_nb), in parallel, and print a pytest-style count.

Usage: python .ci/nbtest.py [--n_workers 2] [--flags slow] [--report tiny] [NOTEBOOK ...]
Experiment notebooks (nbs/experiments/) are run by the report runner instead: `--report tiny` runs all of them after the
notebooks (attn_nb.report.runner.run_all into a temporary folder) and counts each experiment as one more test.
"""
import argparse, multiprocessing, os, sys, time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

def run_one(args):
    fn, skip, force = args
    from nbdev.test import test_nb
    ok, secs = test_nb(Path(fn), skip_flags=skip, force_flags=force, basepath=str(ROOT))
    return fn, ok, secs

def main():
    p = argparse.ArgumentParser()
    p.add_argument('notebooks', nargs='*')
    p.add_argument('--n_workers', type=int, default=2)
    p.add_argument('--flags', nargs='*', default=[], help='test flags to force, e.g. slow')
    p.add_argument('--report', choices=['tiny', 'cpu', 'gpu'], help='then run the experiment notebooks at this preset')
    a = p.parse_args()
    from nbdev.config import get_config
    skip = get_config().tst_flags.split()
    nbs = [Path(n).resolve() for n in a.notebooks] or sorted(
        f for f in (ROOT / 'nbs').glob('*.ipynb') if not f.name.startswith(('_', '.')))
    t0 = time.time(); results = []
    # one fresh process per notebook: IPython's shell replaces __main__ in the process that ran it
    with ProcessPoolExecutor(max(1, a.n_workers), mp_context=multiprocessing.get_context('spawn'), max_tasks_per_child=1) as ex:
        for fn, ok, secs in ex.map(run_one, [(str(n), skip, a.flags) for n in nbs]):
            print(f"{'PASS' if ok else 'FAIL'} {secs:7.1f}s {Path(fn).name}", flush=True); results.append(ok)
    n_ok = sum(results); n_bad = len(results) - n_ok
    print(f"notebooks: {n_ok} passed, {n_bad} failed in {time.time() - t0:.0f}s", flush=True)
    if a.report:
        import tempfile
        from attn_nb.report.runner import run_all
        with tempfile.TemporaryDirectory(prefix='attn_nb_report_') as out:
            runs = run_all(a.report, out=out)['runs']
        results += [r['ok'] for r in runs]
        n_ok = sum(results); n_bad = len(results) - n_ok
        print(f"{n_ok} passed, {n_bad} failed in {time.time() - t0:.0f}s (notebooks and {a.report} experiment runs)")
    sys.exit(1 if n_bad or not results else 0)

if __name__ == '__main__': main()
