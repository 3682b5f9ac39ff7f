// Lesson: layout priority. The higher priority label is measured first and takes what it
// needs; the other one gets what is left.
canvas(width: 320, height: 200)

let first = UILabel(text: "Vestibulum sit amet magna erat. Nullam sed mi snatch sit amet", lines: 0)
let second = UILabel(text: "Vestibulum sit amet magna erat. Nullam sed mi snatch sit amet", lines: 0)

var body: Layout {
  HStack(alignment: .top) {
    first
    Spacer(8)
    second
      .layoutPriority(1)
  }
}
