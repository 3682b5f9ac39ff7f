import "views.ql"

let avatarView = UIImageView(image: UIImage(named: "avatarIcon"))

var body: Layout {
  HStack(spacing: 8) {
    avatarView
    VStack(alignment: .leading, spacing: 4) {
      label1
      label2
    }
  }
}
