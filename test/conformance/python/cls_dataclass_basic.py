from dataclasses import dataclass, field


@dataclass
class InventoryItem:
    name: str
    unit_price: float
    quantity_on_hand: int = 0
    tags: list = field(default_factory=list)

    def total_cost(self) -> float:
        return self.unit_price * self.quantity_on_hand


item = InventoryItem("widget", 3.0, 10)
cost = item.total_cost()
r = repr(item)
eq = item == InventoryItem("widget", 3.0, 10)
item.tags.append("new")
other_tags = InventoryItem("x", 1.0).tags
