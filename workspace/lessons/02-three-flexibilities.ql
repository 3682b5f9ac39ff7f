// Lesson 2 — fixed, partial and fully flexible views.
// A fixed view (an image) has one size whatever it is offered. A partial view (a label) wants
// its text's size, never more, and less when less is offered. A fully flexible view (a plain
// UIView) takes all it is offered. The table's last column says which each view is.
// A stack sizes its fixed views first, then the partial ones; the flexible ones share the rest.
// Try:  title.text = "Inbox and spam"   (the title grows: the fill gets what is left)
//       :explain fill                   (the fill takes its share without measuring itself)
canvas(width: 300, height: 40)

let icon = UIImageView(width: 24, height: 24)
let title = UILabel(text: "Inbox")
let fill = UIView()

var body: Layout {
  HStack(spacing: 8) {
    icon
    title
    fill
  }
}

// exercise: Make the title fully flexible, so that it and the fill share the room evenly.
// goal: title.width == fill.width
// hint: title.resizable() in place of title makes it fully flexible; type the whole body: HStack(spacing: 8) { icon; title.resizable(); fill }
