import QuickLayout

@QuickLayout
class MyCellView: UIView {

  let titleLabel = UILabel(text: "Title")
  let subtitleLabel = UILabel(text: "Subtitle")

  var body: Layout {
    HStack {
      VStack(alignment: .leading) {
        titleLabel
        Spacer(4)
        subtitleLabel
      }
      Spacer()
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 8)
  }
}
