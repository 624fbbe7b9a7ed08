import os
world = os.environ.get("EXPLAINER_SURELY_UNSET_VARIABLE", "1")
rank = int(os.getenv("EXPLAINER_SURELY_UNSET_RANK", "0"))
