// cells/feed-item-exact-smaller-by-40: Exact canvas 40pt shorter than the content (400 x 458): the poster labels are measured 3 times, the actor comment twice; mirrors ComputeStackLayoutSizeThatFitsCountTests (FeedItemQuicklyView).test_SizeThatFitsInvocationCountWithSmallerContentSize_40
canvas(width: 400, height: 458, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let action = UILabel(text: "lorem", lines: 0)
let options = UILabel(text: "...", lines: 1)
let posterImage = UIImageView(width: 50, height: 50)
let posterName = UILabel(text: "lorem", lines: 0)
let posterHeadline = UILabel(text: "lorem", lines: 0)
let posterTime = UILabel(text: "lorem", lines: 0)
let posterComment = UILabel(text: "lorem", lines: 0)
let contentImage = UIImageView(width: 350, height: 200)
let contentTitle = UILabel(text: "lorem", lines: 0)
let contentDomain = UILabel(text: "lorem", lines: 0)
let like = UILabel(text: "Like", lines: 1)
let comment = UILabel(text: "Comment", lines: 1)
let share = UILabel(text: "Share", lines: 1)
let actorImage = UIImageView(width: 50, height: 50)
let actorComment = UILabel(text: "lorem", lines: 0)
var body: Layout {
  VStack(alignment: .leading) {
    HStack {
      action
      Spacer()
      Spacer(8)
      options
    }
    Spacer(8)
    HStack(alignment: .top) {
      posterImage
        .resizable()
        .frame(width: 50, height: 50)
      Spacer(8)
      VStack(alignment: .leading) {
        posterName
        Spacer(8)
        posterHeadline
        Spacer(8)
        posterTime
      }
    }
    Spacer(8)
    posterComment
    Spacer(8)
    contentImage
      .resizable()
      .frame(height: 200)
    Spacer(8)
    contentTitle
    Spacer(8)
    contentDomain
    Spacer(8)
    HStack {
      like
      Spacer()
      comment
      Spacer()
      share
    }
    Spacer(8)
    HStack(alignment: .top) {
      actorImage
        .resizable()
        .frame(width: 50, height: 50)
      Spacer(8)
      actorComment
    }
  }
    .padding(8)
}
