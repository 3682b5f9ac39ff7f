// Modelled on duckduckgo/iOS, DuckDuckGo/Subscription/Views/PurchaseInProgressView.swift: a
// dimming overlay whose card holds `SwiftUI.ProgressView()` (the type named with its module, as
// apps with a `ProgressView` of their own write it) above a status text, sized by a private
// `enum DesignConstants` of static lets read as `Self.DesignConstants.x` and `DesignConstants.x`,
// colours of the app's design system (`Color(designSystemColor:)`), and an `@Environment` read.
// expect-min-frames: 4
import SwiftUI

struct PurchaseProgressOverlay: View {
    @Environment(\.colorScheme) private var colorScheme

    var status: String

    private enum DesignConstants {
        static let coverOpacity = 0.6
        static let cardWidth = 220.0
        static let cardHeight = 120.0
        static let cornerRadius = 12.0
        static let spinnerScale = 2.0
        static let horizontalPadding = 20.0
    }

    var body: some View {
        ZStack {
            Color(designSystemColor: .background)
                .opacity(Self.DesignConstants.coverOpacity)
                .edgesIgnoringSafeArea(.all)
                .disabled(true)

            ZStack {
                RoundedRectangle(cornerRadius: DesignConstants.cornerRadius)
                    .fill(Color(designSystemColor: .surface))
                    .frame(width: DesignConstants.cardWidth, height: DesignConstants.cardHeight)
                    .shadow(color: colorScheme == .dark ? .black : .gray, radius: 8)

                VStack {
                    SwiftUI.ProgressView()
                        .scaleEffect(DesignConstants.spinnerScale)
                        .progressViewStyle(CircularProgressViewStyle(tint: Color(designSystemColor: .icons)))
                        .padding(.bottom, 18)
                        .padding(.top, 10)

                    Text(status)
                        .foregroundColor(Color(designSystemColor: .textPrimary))
                        .frame(width: DesignConstants.cardWidth - 2 * DesignConstants.horizontalPadding)
                        .multilineTextAlignment(.center)
                }
            }
        }
    }
}

#Preview {
    PurchaseProgressOverlay(status: "Completing")
}
