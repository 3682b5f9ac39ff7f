// Modelled on StanfordSpezi/SpeziOnboarding, Sources/SpeziOnboarding/OnboardingActionsView.swift: a
// view whose only stored properties are private configuration structs, made by a private init
// that public convenience inits in an extension delegate to with `self.init(primary: .init(…))`,
// one button or two; the #Preview calls both. The labels, the struct and the layout are ours.
// expect-min-frames: 3
import SwiftUI

public struct FooterActions: View {
    private struct ActionConfig {
        let title: Text
        let action: () -> Void
    }

    private let primary: ActionConfig
    private let secondary: ActionConfig?

    public var body: some View {
        VStack(spacing: 0) {
            Button(action: primary.action) {
                primary.title
                    .frame(maxWidth: .infinity, minHeight: 38)
            }
            if let secondary {
                Button(action: secondary.action) {
                    secondary.title
                }
                .padding(.vertical, 10)
            }
        }
    }

    private init(primary: ActionConfig, secondary: ActionConfig? = nil) {
        self.primary = primary
        self.secondary = secondary
    }
}

extension FooterActions {
    @_disfavoredOverload
    public init(_ title: some StringProtocol, action: @escaping () -> Void) {
        self.init(primary: .init(title: Text(title), action: action))
    }

    public init(
        primaryTitle: some StringProtocol,
        primaryAction: @escaping () -> Void,
        secondaryTitle: some StringProtocol,
        secondaryAction: @escaping () -> Void
    ) {
        self.init(
            primary: .init(title: Text(primaryTitle), action: primaryAction),
            secondary: .init(title: Text(secondaryTitle), action: secondaryAction)
        )
    }
}

#Preview {
    VStack {
        FooterActions("Continue") {
            print("next")
        }
        FooterActions(
            primaryTitle: String("Allow"),
            primaryAction: { print("allow") },
            secondaryTitle: String("Not now"),
            secondaryAction: { print("skip") }
        )
    }
}
