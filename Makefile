# The two commands of the README:  `make report` (rebuild reports/ at PRESET)  and  `make test` (the whole suite).
VENV   ?= .venv
PRESET ?= cpu
PY     := $(VENV)/bin/python
SHELL  := /bin/bash

# Offline copies of public data beside the checkout (development and CI); users download from the official URLs.
SHARED_DATA := $(abspath ../shared/data)
ifneq ($(wildcard $(SHARED_DATA)/tinyshakespeare),)
export ATTN_NB_DATA ?= $(SHARED_DATA)
export TIKTOKEN_CACHE_DIR ?= $(SHARED_DATA)/tiktoken
endif
export MPLBACKEND := Agg
export PYTHONUNBUFFERED := 1
export PIP_DISABLE_PIP_VERSION_CHECK := 1

.PHONY: install report test export clean-nbs
install: $(VENV)/.installed

# torch and torchvision are resolved together from the registry (never the local CPU-only torch wheel with a registry torchvision: torchvision would not import).
$(VENV)/.installed: setup.py settings.ini
	@test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e ".[dev]"
	@touch $@

# The poster and the README's results (with reports/findings.md) are rebuilt from reports/ after a real run; a tiny
# (smoke test) run writes to a temporary folder and leaves them alone.
report: install
	$(VENV)/bin/attn-nb report --preset $(PRESET)
	$(if $(filter tiny,$(PRESET)),,$(VENV)/bin/attn-nb poster)
	$(if $(filter tiny,$(PRESET)),,$(VENV)/bin/attn-nb findings)

# Two notebook workers share the two cores: one thread each. Then every experiment notebook at the tiny preset.
test: install
	OMP_NUM_THREADS=1 $(PY) .ci/nbtest.py --n_workers 2 --report tiny

export: install
	$(VENV)/bin/nbdev_export && $(VENV)/bin/nbdev_clean
