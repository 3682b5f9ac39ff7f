// cells/news-feed-long: mirrors NewsFeedItemWithFlatHeirarchyViewServerSnaposhTests.testLongText
canvas(width: 320, height: 700, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let action = UILabel(text: "Action Nulla non sem et tortor euismod ornare. Duis blandit porta. End!!!", lines: 1)
let options = UILabel(text: "...", lines: 1)
let posterImage = UIView()
let posterName = UILabel(text: "Poster Name Aenean nec consectetur massa. Pellentesque id rhoncus metus. Suspendisse tincidunt. End!!!", lines: 1)
let posterHeadline = UILabel(text: "Poster Headline Integer pulvinar mollis ipsum, vel condimentum velit efficitur id. End!!!", lines: 1)
let posterTime = UILabel(text: "Poster Time Morbi laoreet, augue nec consequat elementum, arcu risus facilisis odio. End!!!", lines: 1)
let posterComment = UILabel(text: "Poster Comment Cras vulputate justo arcu, ac varius nunc tempus suscipit. End!!!", lines: 1)
let contentImage = UIView()
let contentTitle = UILabel(text: "Content Title Nulla sed iaculis libero. End!!!", lines: 1)
let contentDomain = UILabel(text: "Content Domain Nam vitae neque quis mi rhoncus dictum eu ut tellus. End!!!", lines: 1)
let like = UILabel(text: "Like", lines: 1)
let comment = UILabel(text: "Comment", lines: 1)
let share = UILabel(text: "Share", lines: 1)
let actorImage = UIView()
let actorComment = UILabel(text: "Actor Comment Suspendisse eget posuere tortor. Pellentesque et mi mauris. Orci varius. End!!!", lines: 1)
var body: Layout {
  VStack(alignment: .leading) {
    HStack {
      action
      Spacer()
      options
    }
    HStack {
      posterImage
        .resizable()
        .frame(width: 50, height: 50)
      Spacer(2)
      VStack(alignment: .leading) {
        posterName
        posterHeadline
        posterTime
      }
    }
    posterComment
    contentImage
      .resizable()
      .aspectRatio(CGSize(width: 350, height: 200))
    contentTitle
    contentDomain
    HStack {
      like
      Spacer()
      comment
      Spacer()
      share
    }
    HStack {
      actorImage
        .resizable()
        .frame(width: 50, height: 50)
      Spacer(4)
      actorComment
    }
  }
    .padding(.horizontal, 8)
}
