document.getElementById('app')!.textContent = 'Stronghold Online';
