# Rendering chat messages into token ids with a toy tokenizer, marking which positions the loss sees.
from dataclasses import dataclass, field

import torch

VOCAB = {"<|im_start|>": 1, "<|im_end|>": 2, "user": 3, "assistant": 4, "system": 5, "\n": 6}


@dataclass
class ToyTokenizer:
    vocab: dict = field(default_factory=lambda: dict(VOCAB))

    def encode(self, text: str) -> list[int]:
        ids = []
        for word in text.split(" "):
            if word not in self.vocab:
                self.vocab[word] = len(self.vocab) + 1
            ids.append(self.vocab[word])
        return ids


def render(messages, tok):
    ids, loss_mask = [], []
    for m in messages:
        header = [VOCAB["<|im_start|>"], VOCAB[m["role"]], VOCAB["\n"]]
        body = tok.encode(m["content"]) + [VOCAB["<|im_end|>"]]
        ids += header + body
        train = m["role"] == "assistant"
        loss_mask += [0] * len(header) + [int(train)] * len(body)
    return torch.tensor(ids), torch.tensor(loss_mask)


tok = ToyTokenizer()
messages = [
    {"role": "system", "content": "be brief"},
    {"role": "user", "content": "add 2 and 3"},
    {"role": "assistant", "content": "5"},
    {"role": "user", "content": "and 4 more"},
    {"role": "assistant", "content": "9 in total"},
]
ids, loss_mask = render(messages, tok)
trained_tokens = ids[loss_mask.bool()].tolist()
n_train = int(loss_mask.sum())
vocab_size = len(tok.vocab)
labels = ids.clone()
labels[loss_mask == 0] = -100
shifted = labels[1:]
