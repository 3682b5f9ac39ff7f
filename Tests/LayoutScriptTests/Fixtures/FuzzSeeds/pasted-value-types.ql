// Issue 9, point 15: structs, tuples, arrays of them, ForEach and if let over them.
struct Fruit: Hashable {
  let emoji: String
  let name: String
  var note: String? = nil
}
let fruits: [Fruit] = [
  .init(emoji: "🍎", name: "Apple"),
  .init(emoji: "🍌", name: "Banana", note: "ripe"),
  Fruit(emoji: "🍒", name: "Cherry"),
]
let sizes = [(label: "S", width: 20), (label: "M", width: 30), (label: "L", width: 40)]
var body: Layout {
  VStack(spacing: 8) {
    HStack(spacing: 16) {
      ForEach(fruits, id: \.self) { fruit in
        VStack {
          UILabel(text: fruit.emoji, font: 32)
          UILabel(text: fruit.name, font: 12)
          if let note = fruit.note { UILabel(text: note, font: 10) }
        }
      }
    }
    HStack { for size in sizes { UIView(width: size.width, height: 10) } }
  }
}
