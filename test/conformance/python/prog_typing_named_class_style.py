from typing import List


class Order:
    def __init__(self, order_id: int, items: List[str], total: float = 0.0) -> None:
        self.order_id = order_id
        self.items = items
        self.total = total

    def add(self, item: str, price: float) -> "Order":
        self.items.append(item)
        self.total += price
        return self

    def summary(self) -> str:
        return f"#{self.order_id}: {len(self.items)} items, {self.total:.2f}"


o = Order(7, []).add("pen", 1.2).add("ink", 3.35)
summary = o.summary()
