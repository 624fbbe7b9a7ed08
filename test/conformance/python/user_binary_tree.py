class Tree:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None
    def insert(self, key):
        if key < self.key:
            if self.left is None:
                self.left = Tree(key)
            else:
                self.left.insert(key)
        else:
            if self.right is None:
                self.right = Tree(key)
            else:
                self.right.insert(key)
    def inorder(self):
        if self.left:
            yield from self.left.inorder()
        yield self.key
        if self.right:
            yield from self.right.inorder()
    def height(self):
        lh = self.left.height() if self.left else 0
        rh = self.right.height() if self.right else 0
        return 1 + max(lh, rh)
root = Tree(50)
for k in [30, 70, 20, 40, 60, 80, 35]:
    root.insert(k)
ordered = list(root.inorder())
h = root.height()
mn = next(root.inorder())
