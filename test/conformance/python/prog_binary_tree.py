class Tree:
    def __init__(self, value):
        self.value = value
        self.left = None
        self.right = None

    def insert(self, value):
        if value < self.value:
            if self.left is None:
                self.left = Tree(value)
            else:
                self.left.insert(value)
        else:
            if self.right is None:
                self.right = Tree(value)
            else:
                self.right.insert(value)

    def inorder(self):
        left = self.left.inorder() if self.left else []
        right = self.right.inorder() if self.right else []
        return left + [self.value] + right

    def height(self):
        return 1 + max(self.left.height() if self.left else 0, self.right.height() if self.right else 0)


root = Tree(50)
for v in [30, 70, 20, 40, 60, 80, 35]:
    root.insert(v)
ordered = root.inorder()
h = root.height()
