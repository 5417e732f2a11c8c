from configparser import ConfigParser
import setuptools, shlex
config = ConfigParser(delimiters=['=']); config.read('settings.ini', encoding='utf-8'); cfg = config['DEFAULT']
for o in 'version description keywords author author_email lib_name lib_path git_url min_python license status'.split():
    assert o in cfg, f'missing expected setting: {o}'
licenses = {'apache2': 'Apache-2.0', 'mit': 'MIT', 'bsd3': 'BSD-3-Clause', 'gpl3': 'GPL-3.0-only'}
statuses = ['1 - Planning','2 - Pre-Alpha','3 - Alpha','4 - Beta','5 - Production/Stable','6 - Mature','7 - Inactive']
setuptools.setup(
    name=cfg['lib_name'], version=cfg['version'], description=cfg['description'],
    keywords=cfg['keywords'].split(), author=cfg['author'], author_email=cfg['author_email'],
    license=licenses.get(cfg['license'].lower(), cfg['license']),
    classifiers=['Development Status :: ' + statuses[int(cfg['status'])], 'Programming Language :: Python :: 3'],
    url=cfg['git_url'],
    packages=setuptools.find_packages(include=[cfg['lib_path'], cfg['lib_path'] + '.*']),
    include_package_data=True,
    install_requires=shlex.split(cfg.get('requirements', '')),
    extras_require={'dev': shlex.split(cfg.get('dev_requirements', ''))},
    python_requires='>=' + cfg['min_python'],
    long_description=open('README.md', encoding='utf-8').read(), long_description_content_type='text/markdown',
    zip_safe=False,
    entry_points={'console_scripts': cfg.get('console_scripts', '').split(),
                  'nbdev': [f'{cfg["lib_path"]}={cfg["lib_path"]}._modidx:d']})
