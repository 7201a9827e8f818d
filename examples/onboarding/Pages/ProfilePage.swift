import PhotosUI
import SwiftUI
import UIKit

/// The person's name and picture, both optional.
struct ProfilePage: View {
    let isCurrent: Bool
    @Binding var profile: Profile
    @State private var pickedItem: PhotosPickerItem?

    var body: some View {
        OnboardingPage(step: .profile, isCurrent: isCurrent) {
            VStack(spacing: 20) {
                AvatarView(photo: profile.photo)
                PhotosPicker(selection: $pickedItem, matching: .images) {
                    Label(profile.photo == nil ? "Choose a picture" : "Change picture", systemImage: "photo")
                        .font(Typography.button)
                }
                TextField("Your name", text: $profile.name)
                    .font(Typography.body)
                    .textContentType(.name)
                    .textFieldStyle(.roundedBorder)
            }
            .frame(maxWidth: .infinity)
        }
        .task(id: pickedItem) {
            guard let pickedItem, let data = try? await pickedItem.loadTransferable(type: Data.self) else { return }
            profile.photo = UIImage(data: data)
        }
    }
}

/// What the profile page collects.
struct Profile {
    var name = ""
    var photo: UIImage?
}
