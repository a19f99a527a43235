"""The learned detector behind `--deep`: a character n-gram model scored in pure Python.

Off by default and imported only when asked for (`lint_tools(..., deep=True)`, `mcpcheck lint
--deep`): a plain lint never loads this package or its model file. The model (model.json.gz,
written by scripts/train_learned.py) ships inside the package; nothing is downloaded.

- text: the text of a tool the model reads (the same function trains and scores);
- features: the character n-grams of that text, as scikit-learn's `char_wb` analyzer cuts them;
- modelfile: reading and checking the model file;
- scoring: the TF-IDF weighting and the linear score;
- verdict: the `text-learned-poisoning` finding for one tool.
"""
