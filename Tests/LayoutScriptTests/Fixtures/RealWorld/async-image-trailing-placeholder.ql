// Modelled on APP-iOS1/finalproject-gitspace, GitSpace/Sources/Views/Chat/ProfileAsyncImage.swift:
// an AsyncImage with a trailing content closure and a `placeholder:` one, sized by a `let size`
// that its caller passes.
// expect-min-frames: 3
import SwiftUI

struct ChatAvatar: View {
    let address: String = "https://example.com/avatar.png"
    let size: CGFloat

    var body : some View {
        AsyncImage(url: URL(string: address)) { image in
            image
                .resizable()
                .aspectRatio(contentMode: .fit)
                .clipShape(Circle())
                .frame(width : size)
        } placeholder: {
            Image("AvatarPlaceholder")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .clipShape(Circle())
                .frame(width : size)
        }
    }
}

struct ChatHeader: View {
    var body: some View {
        HStack {
            ChatAvatar(size: 40)
            VStack(alignment: .leading) {
                Text("octocat")
                    .font(.headline)
                Text("online")
                    .font(.caption)
            }
            Spacer()
        }
        .padding()
    }
}
