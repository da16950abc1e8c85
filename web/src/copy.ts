import { forumMessages } from "../../api/contract/forum-messages.ts";

/**
 * Every text the product shows, in one place: the spec's wording is contract, so it is kept here verbatim and
 * components only ever refer to it.
 */
export const copy = {
  brand: "Sheetsmith",
  tagline: "Plain-English spreadsheet help for Microsoft Excel and Google Sheets.",

  nav: {
    label: "Main navigation",
    home: "Sheetsmith home",
    dashboard: "Dashboard",
    signIn: "Sign In",
    signUp: "Sign Up",
    signOut: "Sign Out",
    menu: "Menu",
  },

  footer: {
    toolsHeading: "Tools",
    productHeading: "Product",
    communityHeading: "Community",
    socialLabel: "Sheetsmith on social media",
    forum: "Forum",
    health: "API status",
    rights: "All rights reserved.",
    socialLinks: [
      { label: "GitHub", href: "https://github.com/" },
      { label: "X", href: "https://x.com/" },
      { label: "LinkedIn", href: "https://www.linkedin.com/" },
      { label: "YouTube", href: "https://www.youtube.com/" },
    ],
  },

  links: {
    formulaGenerator: "Formula Generator",
    vbaGenerator: "VBA Generator",
    dataAnalyzer: "Data Analyzer",
    chartGenerator: "Chart Generator",
    about: "About",
    features: "Features",
    faq: "FAQ",
    contact: "Contact",
    privacyPolicy: "Privacy Policy",
    termsOfService: "Terms of Service",
  },

  auth: {
    loading: "Loading authentication...",
    or: "or",
    email: "Email",
    password: "Password",
    name: "Full Name",
    signin: {
      title: "Sign In",
      intro: "Welcome back. Sign in to keep working on your spreadsheets.",
      submit: "Sign In",
      submitting: "Signing in...",
      google: "Sign in with Google",
      switchPrompt: "Don't have an account?",
      switchLink: "Sign up",
      failed: "Failed to sign in",
    },
    signup: {
      title: "Sign Up",
      intro: "Create your free account and turn plain English into spreadsheet help.",
      submit: "Sign Up",
      submitting: "Signing up...",
      google: "Sign up with Google",
      switchPrompt: "Already have an account?",
      switchLink: "Sign in",
      failed: "Failed to sign up",
    },
  },

  errors: {
    noToken: "No token found",
    somethingWentWrong: "Something went wrong.",
    unknown: "An unknown error occurred.",
    backHome: "Go to the home page",
    notFoundTitle: "Page not found",
    notFoundText: "The page you are looking for does not exist or has moved.",
  },

  placeholder: {
    comingSoon: "Coming soon",
    dataAnalyzer: {
      title: "Data analyzer",
      text: "Analyse data from an image, a CSV file, an Excel file or your clipboard.",
    },
    chartGenerator: {
      title: "Chart generator",
      text: "Get a chart-type recommendation for your data, with a chart preview.",
    },
    admin: {
      title: "Admin dashboard",
      text: "Users, API usage, user history, moderators and forum categories.",
    },
  },

  generators: {
    platforms: { excel: "Microsoft Excel", sheets: "Google Sheets" },
    counter: (length: number, limit: number) => `${length}/${limit}`,
    counterLabel: (length: number, limit: number) => `${length} of ${limit} characters used`,
    generating: "Generating...",
    writing: "Writing the explanation...",
    explanation: "Explanation",
    steps: "Step by Step",
    copy: "Copy",
    starLabel: (rating: number) => `${rating} star${rating === 1 ? "" : "s"}`,
    recentEmpty: "Your newest results will appear here.",
    fallbackHeading: "Answered by the built-in engine",
    invalidResponse: "Invalid response from server",
    ratingFailed: "Failed to save rating",
    historyFailed: "Failed to load recent results",
  },

  formulaGenerator: {
    title: "Formula Generator",
    intro: "Describe what you need in plain English and get a working formula for Microsoft Excel or Google Sheets.",
    platformLabel: "Platform",
    descriptionLabel: "Describe what your formula should do",
    placeholder: "e.g. sum B2:B50 where D2:D50 is Closed",
    submit: "Generate Formula",
    failed: "Failed to generate formula. Please try again.",
    resultHeading: "Your Formula",
    functionsHeading: "Functions Used",
    copied: "Formula copied to clipboard!",
    copyFailed: "Failed to copy formula. Please copy manually.",
    rateLabel: "Rate this formula",
    recentHeading: "Recent Formulas",
    verified: "Verified",
    verifiedDetail: (value: string) => `Checked on a sample table, where it returns ${value}.`,
    notEvaluated: (functions: string) => `Checked: not evaluated (${functions})`,
    notVerified: "Not verified",
    doesNotParse: "The formula could not be read as a valid formula.",
    unknownFunctions: (platform: string, functions: string) => `Not available in ${platform}: ${functions}`,
    sampleError: (error: string) => `On a sample table it returns the error ${error}.`,
  },

  vbaGenerator: {
    title: "VBA Generator",
    intro: "Describe a task in plain English and get VBA code for Microsoft Excel, with an explanation and steps.",
    descriptionLabel: "Describe what your macro should do",
    placeholder: "e.g. delete blank rows in Sheet1",
    submit: "Generate VBA Code",
    failed: "Failed to generate VBA code. Please try again.",
    serverFailed: "Failed to generate VBA code",
    invalidFormat: "Invalid response data format from server.",
    resultHeading: "Your VBA Code",
    copied: "VBA code copied to clipboard!",
    copyFailed: "Failed to copy VBA code. Please copy manually.",
    rateLabel: "Rate this code",
    recentHeading: "Recent VBA Code",
    checked: "Structure checked",
    checkProblems: "The structure check found problems:",
  },

  dataAnalyzer: {
    copied: "Analysis copied to clipboard!",
    copyFailed: "Failed to copy analysis. Please copy manually.",
  },

  chartGenerator: {
    copied: "Chart type copied to clipboard!",
    copyFailed: "Failed to copy chart type. Please copy manually.",
  },

  about: {
    title: "About Sheetsmith",
    missionHeading: "Our mission",
    mission:
      "Our mission is to make spreadsheet tasks faster for everyone, from beginners to professionals. Describe what you need in plain English and Sheetsmith turns it into help you can use right away.",
    paragraphs: [
      "Spreadsheets run the world's budgets, schedules, inventories and reports, yet the right formula or macro is often hard to remember and harder to search for. Sheetsmith closes that gap.",
      "Ask for a formula, VBA code, an analysis of your data or a chart recommendation, for Microsoft Excel or Google Sheets. Every answer comes with an explanation and step-by-step instructions, so you learn as you go instead of copying blindly.",
      "When you get stuck, the community forum is there: ask a question, share what worked for you and help others do the same.",
    ],
    cta: "Get started for free",
  },

  features: {
    title: "Features",
    intro: "Everything you need to get spreadsheet work done faster in Microsoft Excel and Google Sheets.",
    cards: [
      {
        title: "Formula Generator",
        text:
          "Describe what you need in plain English and get a working formula, the functions it uses and step-by-step instructions.",
      },
      {
        title: "VBA Generator",
        text:
          "Automate repetitive work: describe a macro and receive ready-to-paste VBA code with an explanation of how it works.",
      },
      {
        title: "Data Analyzer",
        text:
          "Upload an image, a CSV or Excel file, or paste from your clipboard, and get a clear analysis of your data.",
      },
      {
        title: "Chart Generator",
        text: "Get the right chart type for your data, with a live preview and the steps to build it yourself.",
      },
      {
        title: "Excel and Google Sheets",
        text:
          "Choose Microsoft Excel or Google Sheets and every formula uses the functions and syntax of that platform.",
      },
      {
        title: "Step-by-Step Explanations",
        text: "Every result comes with an explanation and numbered steps, so you understand what it does and why.",
      },
      {
        title: "Personal History",
        text: "Everything you generate is kept in your history, ready to revisit from your dashboard.",
      },
      {
        title: "Favorites",
        text: "Star the results you use most and find them again in seconds.",
      },
      {
        title: "Ratings",
        text: "Rate results from 1 to 5 stars to tell us what works and what should be better.",
      },
      {
        title: "Community Forum",
        text: "Ask questions, share tips and learn from other spreadsheet users in the Sheetsmith forum.",
      },
    ],
  },

  faq: {
    title: "Frequently Asked Questions",
    intro: "Answers to the questions we hear most often.",
    tryGenerator: "Try the Formula Generator",
    items: [
      {
        question: "What does Sheetsmith do?",
        answer:
          "Sheetsmith turns plain-English descriptions into spreadsheet help: formulas, VBA code, data analyses and chart recommendations for Microsoft Excel and Google Sheets, each with an explanation and step-by-step instructions.",
      },
      {
        question: "How does the AI work?",
        answer:
          "You describe your task in everyday language. The AI interprets the request, builds a solution for the platform you chose and explains how it works, so you can check the result and learn from it.",
      },
      {
        question: "Does it support both Excel and Google Sheets?",
        answer:
          "Yes. Choose Microsoft Excel or Google Sheets before generating and the result uses functions and syntax that work on that platform. You can set your default platform in your account settings.",
      },
      {
        question: "Is there a free tier?",
        answer:
          "Yes. Creating an account is free, and a free account can use the formula generator, the VBA generator, the data analyzer and the chart generator.",
      },
      {
        question: "How accurate are the results?",
        answer:
          "Sheetsmith aims for correct, working results, but no tool is perfect. Read the explanation and steps, and try a formula or macro on a copy of your data before relying on it.",
      },
      {
        question: "Can I save my history and favorites?",
        answer:
          "Yes. When you are signed in, everything you generate is saved to your history on the dashboard, and you can star any item to keep it in your favorites.",
      },
      {
        question: "What inputs does the data analyzer accept?",
        answer:
          "An image of your data (PNG, JPG or GIF), a CSV file, an Excel file (.xls or .xlsx), or text pasted from your clipboard.",
      },
      {
        question: "What is the admin dashboard?",
        answer:
          "The admin dashboard is for superadmins. It lists users and their API usage, shows any user's history, suspends or activates accounts, grants or removes the moderator role and creates forum categories.",
      },
    ],
  },

  contact: {
    title: "Contact Us",
    intro: "Questions, feedback or ideas? Send us a message.",
    name: "Full Name",
    email: "Email",
    message: "Message",
    submit: "Send Message",
    submitting: "Sending...",
    thanks: "Thank you for your message!",
    followUp: "We'll get back to you as soon as possible.",
    sendAnother: "Send another message",
    failed: "Failed to send message.",
    unexpected: "An unexpected error occurred while sending your message.",
  },

  privacyPolicy: {
    title: "Privacy Policy",
    intro: "This policy explains what Sheetsmith collects, how it is used and how it is protected.",
    sections: [
      {
        heading: "Information we collect",
        paragraphs: [
          "When you create an account we collect your name, your e-mail address and your password, which is stored only as a secure hash. If you sign in with Google we receive your name and e-mail address from Google.",
          "When you use the generators we keep your descriptions and the results in your history, together with your favorites, ratings and preferences. When you contact us we keep your name, e-mail address and message.",
        ],
      },
      {
        heading: "How we use your information",
        paragraphs: [
          "We use your information to provide the service, keep your history and favorites, answer your messages, count API usage and, if you choose, send you e-mail notifications.",
          "We do not sell your personal information.",
        ],
      },
      {
        heading: "Security",
        paragraphs: [
          "Passwords are hashed, sessions use signed tokens that are invalidated when you change your password, and access to other users' data is limited to superadmins.",
          "No method of transmission or storage is completely secure, but we work to protect your information and to fix problems quickly.",
        ],
      },
    ],
  },

  termsOfService: {
    title: "Terms of Service",
    intro: "By using Sheetsmith you agree to these terms.",
    sections: [
      {
        heading: "Use licence",
        paragraphs: [
          "You may use Sheetsmith and the results it generates for your personal and business spreadsheet work.",
          "You may not misuse the service: do not try to disrupt it, access other users' data, or use it to break any law. Accounts that break these terms may be suspended.",
        ],
      },
      {
        heading: "Disclaimer",
        paragraphs: [
          "Sheetsmith and its results are provided as is, without warranties of any kind. Always review generated formulas, code and analyses before relying on them.",
          "Sheetsmith is not liable for any loss or damage arising from the use of the service or its results.",
        ],
      },
    ],
  },

  adminSetup: {
    title: "Superadmin Setup",
    intro: "Initialise the default superadmin account for this Sheetsmith server.",
    onceOnly: "This can be done only once.",
    environment:
      "The default admin e-mail and password settings (ADMIN_EMAIL and ADMIN_PASSWORD) must exist in the server environment.",
    submit: "Initialize Superadmin",
    submitting: "Initializing...",
    redirecting: "Redirecting to sign in...",
    failed: "Failed to initialize superadmin.",
    network: "Network error or server unreachable.",
  },

  dashboard: {
    title: "Dashboard",
    tabsLabel: "Dashboard sections",
    tabs: {
      history: "History",
      favorites: "Favorites",
      settings: "Account Settings",
      admin: "Admin Dashboard",
    },
    passwordAlert: "Please update your password.",
    passwordBanner: "Your password needs to be reset for security reasons. Please update it below.",
  },

  history: {
    typeLabel: "History type",
    types: { formula: "Formula", vba: "VBA", dataAnalyzer: "Data Analyzer", chartGenerator: "Chart Generator" },
    platforms: { excel: "Excel", sheets: "Google Sheets" },
    itemsLabel: (type: string) => `${type} history`,
    loading: "Loading history...",
    empty: "No history yet",
    emptyHint: "Generate something to see it here",
    searchLabel: "Search history",
    searchPlaceholder: "Search by description or text",
    noMatches: (query: string) => `Nothing loaded matches “${query}”.`,
    searchedLoaded: (count: number) => `Searching the ${count} items loaded so far.`,
    loadMore: "Load more",
    loadingMore: "Loading...",
    fetchFailed: (message: string, status: number) => `Error fetching history: ${message} (status ${status})`,
    unexpected: (message: string) => `An unexpected error occurred: ${message}`,
    unreachable: "The server could not be reached.",
    steps: (count: number) => `Step by Step (${count})`,
    favorite: "Favorite",
    addFavorite: "Add to favorites",
    removeFavorite: "Remove from favorites",
    deleteLabel: (description: string) => `Delete from history: ${description}`,
    delete: "Delete",
    confirmDelete: "Delete this item from your history? Its favorite and ratings go with it.",
    deleted: "Deleted from your history.",
    deleteFailed: "Failed to delete the item.",
    deleteError: "An error occurred while deleting the item.",
  },

  favorites: {
    filterLabel: "Show",
    filters: {
      all: "All",
      formula: "Formula",
      vba: "VBA",
      "data-analyzer": "Data Analyzer",
      "chart-generator": "Chart Generator",
    },
    empty: "No favorites yet",
    emptyHint: "Star items from your history to save them here",
    noneOfType: (type: string) => `No ${type} favorites yet.`,
    loading: "Loading favorites...",
    itemsLabel: "Favorites",
    loginRequired: "You must be logged in to favorite items.",
    toggleFailed: (detail: string) => `Failed to toggle favorite: ${detail}`,
    toggleError: "An error occurred while toggling favorite.",
  },

  account: {
    personalHeading: "Personal Information",
    name: "Full Name",
    email: "Email",
    saveName: "Save Changes",
    savingName: "Saving...",
    nameUpdated: "Name updated successfully!",
    nameFailed: "Failed to update name. Please try again.",
    updateUserFailed: "Failed to update user",
    passwordHeading: "Password",
    currentPassword: "Current Password",
    newPassword: "New Password",
    updatePassword: "Update Password",
    updatingPassword: "Updating...",
    passwordUpdated: "Password updated successfully!",
    passwordFieldsRequired: "Please fill in both current and new password fields.",
    updatePasswordFailed: "Failed to update password",
    canBrowseDashboard: "You can now browse the dashboard.",
    preferencesHeading: "Preferences",
    emailNotifications: "Email Notifications",
    emailNotificationsHint: "Receive e-mails about replies and mentions.",
    defaultPlatform: "Default Platform",
    platforms: { excel: "Microsoft Excel", sheets: "Google Sheets" },
    savePreferences: "Save Preferences",
    savingPreferences: "Saving...",
    preferencesUpdated: "Preferences updated successfully!",
    updatePreferencesFailed: "Failed to update preferences",
  },
  forum: {
    categoriesFailed: "Failed to fetch categories.",
    topicsFailed: "Failed to fetch topics.",
    unknownError: "An unknown error occurred.",
    views: "Views",
    replies: "Replies",
    lastActivity: "Last Activity",
    by: "by",
    backToForum: "Back to Forum",
    list: {
      title: "Sheetsmith Community Forum",
      heading: "Let's talk spreadsheets on Sheetsmith",
      intro: "Ask questions, share what worked for you and help other Excel and Google Sheets users.",
      filtersLabel: "Filter topics",
      category: "Category",
      allCategories: "All Categories",
      search: "Search topics",
      searchPlaceholder: "Search by title or content",
      searchSubmit: "Search",
      myPosts: "Show My Posts",
      postNew: "Post New Question",
      signUpToPost: "Sign Up to Post",
      signUpAlert: "Please sign up to post a question.",
      loading: "Loading forum...",
      empty: "No topics found",
      emptyHint: "Be the first to post a question!",
      notAvailable: "N/A",
      topicsLabel: "Topics",
      previous: "Previous",
      next: "Next",
      pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
      paginationLabel: "Topic pages",
      deleteTopic: (title: string) => `Delete topic: ${title}`,
      deleteLabel: "Delete",
      confirmDelete: "Are you sure you want to delete this topic?",
      deleteFailed: "Failed to delete topic.",
      deleteError: "An error occurred while deleting the topic.",
      newTopics: (count: number) => `${count} new topics`,
      showNew: "show",
    },
    newTopic: {
      title: "Post a New Question",
      intro: "Describe your spreadsheet question so the community can help.",
      topicTitle: "Topic Title",
      content: "Content",
      contentHint: "Markdown is supported. Type @ and a name to mention someone.",
      category: "Category",
      chooseCategory: "Select a category",
      submit: "Post Topic",
      submitting: "Posting...",
      checkingAuth: "Checking authentication...",
      signInFirst: "Please sign in to create a new topic.",
      fillAllFields: forumMessages.fillAllFields,
      inappropriate: forumMessages.topicLanguage,
      created: "Topic created successfully!",
      failed: "Failed to create topic.",
      errorHeading: "Error!",
    },
    topic: {
      loading: "Loading topic...",
      notFound: forumMessages.topicNotFound,
      fetchFailed: "Failed to fetch topic details.",
      fetchError: "An error occurred fetching topic details.",
      // The spec words these as 'N views' and 'N replies', for every N.
      views: (count: number) => `${count} views`,
      replies: (count: number) => `${count} replies`,
      postedBy: "Posted by",
      repliesHeading: (count: number) => `Replies (${count})`,
      noReplies: "No replies yet. Be the first to respond!",
      flagAuthor: (name: string) => `Flag ${name}`,
      deletePost: (name: string) => `Delete reply by ${name}`,
      confirmDeletePost: "Are you sure you want to delete this post?",
      deletePostFailed: "Failed to delete post.",
      deletePostError: "An error occurred while deleting the post.",
      deletedNotice: "This topic has been deleted.",
      deletedLink: "Return to the forum",
    },
    reply: {
      heading: "Post a Reply",
      label: "Your reply",
      placeholder: "Type your reply here...",
      submit: "Post Reply",
      submitting: "Posting...",
      empty: forumMessages.replyEmpty,
      inappropriate: forumMessages.replyLanguage,
      posted: "Reply posted successfully!",
      failed: "Failed to post reply.",
      error: "An error occurred posting the reply.",
      signInPrompt: "Please sign in to post a reply.",
      signInLink: "Sign In",
    },
    flag: {
      title: "Flag User",
      intro: (name: string) => `Tell the moderators why ${name} should be reviewed.`,
      reason: "Reason",
      placeholder: "Reason for flagging...",
      cancel: "Cancel",
      submit: "Flag User",
      reasonRequired: forumMessages.flagReasonRequired,
      flagged: "User flagged successfully.",
      failed: "Failed to flag user.",
      error: "An error occurred while flagging the user.",
    },
    mentions: {
      label: "Mention suggestions",
      failed: "Failed to search users.",
    },
    emoji: {
      label: "Add an emoji",
      insert: (emoji: string) => `Insert ${emoji}`,
    },
    notifications: {
      label: (unread: number) => unread === 0 ? "Notifications" : `Notifications, ${unread} unread`,
      heading: "Notifications",
      empty: "No notifications yet.",
      mention: (name: string) => `${name} mentioned you`,
      unreadMark: "New",
      fetchFailed: "Failed to load notifications.",
      markFailed: "Failed to mark notifications as read.",
    },
  },

  toast: {
    dismiss: "Dismiss",
    label: "Notifications from Sheetsmith",
  },
} as const;
